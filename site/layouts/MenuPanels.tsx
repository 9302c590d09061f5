import { useId } from "react";
import type { MenuGroup, MenuItem } from "../../contracts/menu";
import { buttonClasses } from "../components/ui/ButtonLink";
import { panelLinkClasses } from "./menu-styles";

function PanelLinks({
  items,
  pathname,
  labelledBy,
}: {
  items: MenuItem[];
  pathname: string;
  labelledBy?: string;
}) {
  return (
    <ul aria-labelledby={labelledBy} className="flex flex-col gap-0.5">
      {items.map((item) => {
        const current = item.href === pathname;
        return (
          <li key={item.href}>
            <a
              href={item.href}
              aria-current={current ? "page" : undefined}
              className={panelLinkClasses(current)}
            >
              {item.title}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** The Services panel: one column per service group, then 'View All Services' and 'Get Quote'. */
export function ServicesPanel({ groups, pathname }: { groups: MenuGroup[]; pathname: string }) {
  const id = useId();
  return (
    <>
      <div className="grid grid-cols-4 gap-6">
        {groups.map((group, index) => (
          <div key={group.group}>
            <p
              id={`${id}-${index}`}
              className="mb-3 px-2 text-xs font-semibold tracking-wide text-ink-muted uppercase"
            >
              {group.group}
            </p>
            <PanelLinks items={group.items} pathname={pathname} labelledBy={`${id}-${index}`} />
          </div>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-between gap-4 border-t border-line pt-5">
        <a
          href="/services"
          className="rounded-md px-2 py-1.5 text-sm font-semibold text-accent-strong hover:text-ink"
        >
          View All Services
        </a>
        <a href="/contact" className={buttonClasses("primary")}>
          Get Quote
        </a>
      </div>
    </>
  );
}

/** The Industries panel: one link per industry page. */
export function IndustriesPanel({ items, pathname }: { items: MenuItem[]; pathname: string }) {
  return <PanelLinks items={items} pathname={pathname} />;
}
