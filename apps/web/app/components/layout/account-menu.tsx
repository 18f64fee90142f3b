import { headerCopy } from "@site/content/site";
import { pathOf, paths } from "#web/lib/paths";
import type { Session } from "#web/lib/session-store";
import { type DropdownItem, NavDropdown } from "./nav-dropdown";

/** The account menu's link to the employer and admin console (not part of the spec's copy). */
export const CONSOLE_LINK_LABEL = "Console";

/**
 * The attribute of an account menu the server wrote for a person's session (docs/decisions/135):
 * hidden by the stylesheet until the page's starter has matched the stored token to the page's
 * session (lib/app-on-use.ts), which then removes the mark, or removes the menu on a mismatch.
 */
export const PERSON_MENU_ATTRIBUTE = "data-person";

interface AccountMenuProps {
  session: Session;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onLogOut: () => void;
  /** The server's render for a person's page (decision 135): marked until the starter matched it. */
  forPerson?: boolean;
}

/**
 * The header's account menu of a signed-in user: their e-mail, their pages, the Console for an
 * employer or admin, and Log Out. The same component in the app's header and in the server's
 * render of a person's page (app/job-view/server.tsx), so the app's first render equals the HTML.
 */
export function AccountMenu({ session, open, onOpenChange, onLogOut, forPerson = false }: AccountMenuProps) {
  const items: DropdownItem[] = [
    ...headerCopy.account.items.map((item) => ({ label: item.label, to: pathOf(item.target) })),
    ...(session.role === "employer" || session.role === "admin"
      ? [{ label: CONSOLE_LINK_LABEL, to: paths.console }]
      : []),
    { label: headerCopy.account.logOutLabel, onSelect: onLogOut },
  ];
  return (
    <NavDropdown
      id={headerCopy.account.id}
      label={session.email ?? headerCopy.account.fallbackLabel}
      items={items}
      open={open}
      onOpenChange={onOpenChange}
      align="end"
      {...(forPerson ? { marked: PERSON_MENU_ATTRIBUTE } : {})}
    />
  );
}
