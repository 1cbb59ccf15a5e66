import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("login", "routes/login.tsx"),
  route("logout", "routes/logout.tsx"),
  route("register", "routes/register.tsx"),
  route("confirmation", "routes/confirmation.tsx"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("resetPassword/:token", "routes/reset-password.tsx"),
  route("profile", "routes/profile.tsx"),
  route("404", "routes/not-found.tsx", { id: "not-found-page" }),
  route("*", "routes/not-found.tsx", { id: "fallback" }),
] satisfies RouteConfig;
