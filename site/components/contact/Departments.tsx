import type { ContactPage } from "../../generated/types/page-contact";
import type { Site } from "../../generated/types/site";
import { cn } from "../../lib/cn";
import { cardClasses } from "../ui/Card";
import { Heading } from "../ui/Heading";

interface DepartmentsProps {
  content: ContactPage["departments"];
  departments: Site["departments"];
}

/** One e-mail address per department. */
export function Departments({ content, departments }: DepartmentsProps) {
  return (
    <div data-departments="">
      <Heading level={2} className="mb-2">
        {content.title}
      </Heading>
      {content.intro ? <p className="mb-6 text-ink-muted">{content.intro}</p> : null}
      <ul className={cn("divide-y divide-line", cardClasses({ padding: "none" }))}>
        {departments.map((department) => (
          <li
            key={department.key}
            className="flex flex-col gap-1 px-5 py-4 sm:flex-row sm:justify-between sm:gap-4"
          >
            <Heading level={3}>{department.title}</Heading>
            <a
              href={`mailto:${department.email}`}
              className="break-words text-accent-strong underline-offset-4 hover:underline"
            >
              {department.email}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
