import { usersCopy } from "@site/content/accounts/users";
import { consolePages } from "@site/content/console";
import type { UserDetails } from "@site/contract/api/accounts";
import { useState } from "react";
import { Button } from "#web/components/button";
import type { UserFilter } from "#web/layouts/console/console-keys";
import { PagedQuery } from "#web/layouts/console/paged-query";
import { ScreenHeading } from "#web/layouts/console/screen-heading";
import { useUsers } from "../api/list-users";
import { ConfirmUserChange, type PendingChange } from "./confirm-user-change";
import { FindUserForm } from "./find-user-form";
import { InviteUserModal } from "./invite-user-modal";
import { PendingInvites } from "./pending-invites";
import { RemoveUserModal } from "./remove-user-modal";
import { ResetPasswordModal } from "./reset-password-modal";
import { UserDetailsModal } from "./user-details-modal";
import { noFilter, UserFilters } from "./user-filters";
import { UsersTable } from "./users-table";

/** User administration (admin): invite people, see pending invitations; find, filter, page and change accounts. */
export function UsersScreen() {
  const [filter, setFilter] = useState<UserFilter>({ ...noFilter, page: 1 });
  const users = useUsers(filter);
  const [inviting, setInviting] = useState(false);
  const [viewing, setViewing] = useState<UserDetails | null>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [resetting, setResetting] = useState<string | null>(null);

  return (
    <>
      <ScreenHeading
        title={consolePages.users.heading}
        description={consolePages.users.description}
        actions={<Button onClick={() => setInviting(true)}>{usersCopy.invite}</Button>}
      />
      <section aria-labelledby="pending-invitations" className="mb-6">
        <h2 id="pending-invitations" className="mb-2 font-semibold text-lg text-navy-900">
          {usersCopy.invitesHeading}
        </h2>
        <PendingInvites />
      </section>
      <section aria-label={usersCopy.findHeading} className="mb-6">
        <FindUserForm onFound={setViewing} />
      </section>
      <section aria-label={usersCopy.filtersHeading} className="mb-4">
        <UserFilters onApply={(next) => setFilter({ ...next, page: 1 })} />
      </section>

      <PagedQuery
        query={users}
        empty={usersCopy.noUsers}
        pagination={usersCopy.pagination}
        page={filter.page}
        onPage={(page) => setFilter({ ...filter, page })}
      >
        {(data) => (
          <UsersTable
            users={data.data}
            total={data.total}
            actions={{
              onView: setViewing,
              onChange: (change, email) => setPending({ change, email }),
              onResetPassword: setResetting,
            }}
          />
        )}
      </PagedQuery>

      <InviteUserModal open={inviting} onClose={() => setInviting(false)} />
      <UserDetailsModal user={viewing} onClose={() => setViewing(null)} />
      <ConfirmUserChange
        pending={pending?.change === "remove" ? null : pending}
        onClose={() => setPending(null)}
      />
      <RemoveUserModal
        email={pending?.change === "remove" ? pending.email : null}
        onClose={() => setPending(null)}
      />
      <ResetPasswordModal email={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
