import { useTranslation } from "~/i18n/react.tsx";

/** The document title in the page language (React 19 hoists <title> into <head>). */
export function PageTitle({ children }: { children: string }) {
  const { t } = useTranslation();
  return <title>{`${children} · ${t("site.name")}`}</title>;
}
