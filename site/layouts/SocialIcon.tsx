import { siFacebook, siX } from "simple-icons";

const paths: Record<"facebook" | "x", string> = { facebook: siFacebook.path, x: siX.path };

/** Brand marks for the footer's social links (simple-icons has no LinkedIn mark, so it is drawn here). */
export function SocialIcon({ network }: { network: "facebook" | "x" | "linkedin" }) {
  if (network === "linkedin") {
    return (
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <rect x="1" y="1" width="22" height="22" rx="4" fill="currentColor" />
        <text
          x="12"
          y="17"
          textAnchor="middle"
          fontSize="13"
          fontWeight="700"
          fontFamily="Arial, sans-serif"
          fill="#0b1020"
        >
          in
        </text>
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false" fill="currentColor">
      <path d={paths[network]} />
    </svg>
  );
}
