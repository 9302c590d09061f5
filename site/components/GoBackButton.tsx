import { ArrowLeft } from "lucide-react";
import { buttonClasses } from "./ui/ButtonLink";

export function GoBackButton() {
  return (
    <button type="button" className={buttonClasses("secondary")} onClick={() => window.history.back()}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      Go Back
    </button>
  );
}
