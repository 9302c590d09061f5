import { Home } from "lucide-react";
import { usePageContext } from "vike-react/usePageContext";
import { HistoryBack } from "../../components/HistoryBack";
import { RequestPath } from "../../components/RequestPath";
import { ButtonLink } from "../../components/ui/ButtonLink";
import { Heading } from "../../components/ui/Heading";
import { Section } from "../../components/ui/Section";

export default function Page() {
  const { is404 } = usePageContext();
  if (!is404) {
    return (
      <Section className="flex min-h-[50vh] flex-col items-center justify-center gap-6 text-center">
        <Heading level={1}>Unexpected Application Error!</Heading>
        <p className="text-ink-muted">
          Something went wrong while showing this page. Please reload, or go back to the home page.
        </p>
        <ButtonLink href="/">Go Home</ButtonLink>
      </Section>
    );
  }
  return (
    <Section className="flex min-h-[60vh] flex-col items-center justify-center gap-6 text-center">
      <Heading level={1} className="text-gradient text-8xl font-bold sm:text-9xl">
        404
      </Heading>
      <Heading level={2}>Oops! Page Not Found</Heading>
      <p className="max-w-xl text-lg text-ink-muted">
        The page you're looking for doesn't exist or has been moved...
      </p>
      <p
        className="rounded-lg border border-line bg-surface px-4 py-2 font-mono text-sm text-ink-muted"
        data-testid="error-code"
      >
        Error Code: 404 | Route: <RequestPath />
      </p>
      <div className="flex flex-wrap justify-center gap-4">
        <ButtonLink href="/">
          <Home aria-hidden="true" className="size-4" />
          Go Home
        </ButtonLink>
        <HistoryBack label="Go Back" />
      </div>
    </Section>
  );
}
