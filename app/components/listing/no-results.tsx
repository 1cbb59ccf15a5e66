import { useTranslation } from "#app/i18n/react.tsx";

/** The Sorry / No results found state, with title, text and image. */
export function NoResults() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center gap-3 rounded-lg border border-gray-200 bg-white p-8 text-center">
      <img
        src="/media/demo/notfound/0_200x200.jpg"
        alt=""
        width={120}
        height={120}
        className="rounded-full opacity-80"
      />
      <h2 className="text-xl font-bold">{t("listing.sorry")}</h2>
      <p className="text-gray-600">{t("listing.noResults")}</p>
    </section>
  );
}
