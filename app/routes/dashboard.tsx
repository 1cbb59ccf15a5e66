import { redirect } from "react-router";

/** The old `dashboard` path redirects to the root. */
export function loader() {
  return redirect("/", 301);
}
