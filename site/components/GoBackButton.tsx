import { ArrowLeft } from "lucide-react";
import { buttonClasses } from "./ui/ButtonLink";

/** Goes back in the browser history (site/frame/history-back.ts). */
export function GoBackButton() {
  return (
    <button type="button" className={buttonClasses("secondary")} data-history-back="">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Go Back
    </button>
  );
}
