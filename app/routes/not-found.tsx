import { data } from "react-router";
import { NotFound } from "../components/not-found.tsx";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [
  { title: "404 · Caravan" },
  { name: "robots", content: "noindex" },
];

// Unknown paths (and /404 itself) answer with status 404, so crawlers do not index them.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFoundRoute() {
  return <NotFound />;
}
