/**
 * A phone number as a tel: link. Numbers read left to right in every language: on a
 * right-to-left page "+60 3 555 0101" would otherwise show its groups in reverse order.
 */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={`tel:${phone.replace(/[^+0-9]/g, "")}`} dir="ltr" className={className}>
      {phone}
    </a>
  );
}
