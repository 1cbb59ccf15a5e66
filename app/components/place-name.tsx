import { countryName, listSeparator } from "#core/i18n/format.ts";
import { useLang } from "../lib/use-lang.ts";

/**
 * "City, Country": the city as the company wrote it (isolated, so a Latin city keeps its place on
 * a right-to-left line) and the country named in the page language.
 */
export function PlaceName({ city, country }: { city: string | null | undefined; country: string }) {
  const lang = useLang();
  const name = countryName(lang, country);
  if (!city) return <>{name}</>;
  return (
    <>
      <bdi>{city}</bdi>
      {listSeparator(lang)}
      {name}
    </>
  );
}
