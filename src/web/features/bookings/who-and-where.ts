/** Who teaches a session and where, as lists show it: "Sam Staff · Studio 2". */
export function whoAndWhere(
  booking: { staff_name: string | null; location: string | null },
  nobody = 'No instructor',
): string {
  return [booking.staff_name ?? nobody, booking.location].filter(Boolean).join(' · ');
}
