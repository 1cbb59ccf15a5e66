import { redirect } from "react-router";
import { RFQ_FORM_PATH } from "#core/urls/rfq-paths.ts";

/** The request form's older address, still named as the return address after signing in. */
export function loader() {
  return redirect(RFQ_FORM_PATH, 301);
}
