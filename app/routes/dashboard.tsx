import { redirect } from "react-router";

/** The `dashboard` path redirects to the root. */
export function loader() {
  return redirect("/", 301);
}
