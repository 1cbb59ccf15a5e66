import { Link } from "react-router";
import { DEFAULT_LOGO } from "#app/lib/default-images.ts";
import { companyPath } from "#core/rules/slug.ts";
import type { SponsorCompany } from "#core/schemas/home.ts";

export function SponsorCard({ company }: { company: SponsorCompany }) {
  return (
    <Link
      to={companyPath(company.name, company._id)}
      className="flex h-full flex-col items-center gap-2 rounded-lg border border-gray-200 bg-white p-3 text-center text-sm hover:border-brand-500"
    >
      <img
        src={company.logo ?? DEFAULT_LOGO}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        decoding="async"
        data-fallback={DEFAULT_LOGO}
        className="size-16 object-contain"
      />
      <span className="line-clamp-2 font-medium">
        <bdi>{company.name}</bdi>
      </span>
    </Link>
  );
}
