import { pages } from "@site/content/site";
import { type DemoUserField, demoUser, userInfoCopy } from "@site/content/site/demo-user";
import { NavLink, useNavigate } from "react-router";
import { Button } from "#web/components/button";
import { paths } from "#web/lib/paths";
import { signOut } from "#web/lib/session-store";
import { hrefOf } from "./marketing-link";

const fieldOrder: readonly DemoUserField[] = [
  "firstName",
  "lastName",
  "emailAddress",
  "phoneNumber",
  "Company",
  "gender",
  "location",
  "postalCode",
  "description",
];

/** /userinfo: the hard-coded demo profile with an account sidebar and a Log Out control. */
export function UserInfoPage() {
  const navigate = useNavigate();

  function logOut() {
    void signOut();
    navigate(paths.login);
  }

  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 md:grid-cols-[15rem_1fr]">
      <aside className="md:border-r md:border-slate-200 md:pr-6">
        <nav aria-label={userInfoCopy.sidebarLabel}>
          <p className="text-sm font-semibold tracking-wider text-slate-600 uppercase">
            {userInfoCopy.sidebarLabel}
          </p>
          <ul className="mt-3 space-y-1">
            {userInfoCopy.sidebarLinks.map((link) => (
              <li key={link.target}>
                <NavLink
                  to={hrefOf(link.target)}
                  end
                  className={({ isActive }) =>
                    `block rounded-md px-3 py-2 font-medium ${isActive ? "bg-navy-900 text-white" : "text-slate-700 hover:bg-slate-100"}`
                  }
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <Button variant="secondary" onClick={logOut} className="mt-6 w-full">
          {userInfoCopy.logOut}
        </Button>
      </aside>
      <section aria-labelledby="page-heading">
        <h1 id="page-heading" className="text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
          {pages.userInfo.heading}
        </h1>
        <p className="mt-3 text-slate-600">{userInfoCopy.intro}</p>
        <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h2 className="text-xl font-semibold text-navy-900">
            {demoUser.firstName} {demoUser.lastName}
          </h2>
          <p className="text-sm text-slate-600">{userInfoCopy.profileHeading}</p>
          <dl className="mt-6 grid gap-x-8 gap-y-5 sm:grid-cols-2">
            {fieldOrder.map((field) => (
              <div key={field} className={field === "description" ? "sm:col-span-2" : undefined}>
                <dt className="text-sm font-medium text-slate-600">{userInfoCopy.fieldLabels[field]}</dt>
                <dd className="mt-1 text-slate-900">{demoUser[field]}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </div>
  );
}
