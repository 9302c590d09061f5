import { ChevronDown } from "lucide-react";
import { type ReactNode, useId } from "react";
import type { MenuGroup } from "../../contracts/menu";
import { cn } from "../lib/cn";
import { menuItemClasses, panelLinkClasses } from "./menu-styles";

interface MobileSubMenuProps {
  label: string;
  /** The current route is in this section: the button is highlighted like an active link. */
  active: boolean;
  children: ReactNode;
}

/**
 * An accordion item of the phone menu: a button that shows or hides the section's links (shown
 * until the page's script runs, site/enhance/behaviours/accordions.ts).
 */
export function MobileSubMenu({ label, active, children }: MobileSubMenuProps) {
  const id = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded="true"
        aria-controls={id}
        className={cn(menuItemClasses(active), "group flex w-full items-center justify-between py-3")}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className="size-5 group-aria-expanded:rotate-180 motion-safe:transition-transform"
        />
      </button>
      <div id={id} className="mb-2 ml-3 border-l border-line pl-3">
        {children}
      </div>
    </li>
  );
}

/** The links of a sub-menu, under their group names (a group without a name is a plain list). */
export function SubMenuLinks({ groups, pathname }: { groups: MenuGroup[]; pathname: string }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-3 py-1">
      {groups.map((group, index) => (
        <div key={group.group || index}>
          {group.group ? (
            <p
              id={`${id}-${index}`}
              className="px-2 pt-1 pb-1 text-xs font-semibold tracking-wide text-ink-muted uppercase"
            >
              {group.group}
            </p>
          ) : null}
          <ul aria-labelledby={group.group ? `${id}-${index}` : undefined} className="flex flex-col">
            {group.items.map((item) => {
              const current = item.href === pathname;
              return (
                <li key={item.href}>
                  <a
                    href={item.href}
                    aria-current={current ? "page" : undefined}
                    className={cn(panelLinkClasses(current), "py-2")}
                  >
                    {item.title}
                  </a>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
