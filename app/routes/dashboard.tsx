import { redirect } from "react-router";

/** The spec's `dashboard` path redirects to the root. */
export function loader() {
  return redirect("/", 301);
}
