/** Why an admin turned something down, or why it was cancelled: the owner needs the reason. */
export function ReviewNote({ label, reason }: { label: string; reason: string | null }) {
  if (!reason) return null;
  return (
    <p className="review-note">
      <strong>{label}:</strong> {reason}
    </p>
  );
}
