import { pages } from "@site/content/site";
import { marketingMeta } from "../features/site/marketing/marketing-meta";
import { UserInfoPage } from "../features/site/marketing/user-info-page";
import { paths } from "../lib/paths";
import type { Route } from "./+types/userinfo";

// A demo page: shareable, but not for search results.
export const meta: Route.MetaFunction = () => [
  ...marketingMeta(pages.userInfo, paths.userInfo),
  { name: "robots", content: "noindex" },
];

export default function UserInfoRoute() {
  return <UserInfoPage />;
}
