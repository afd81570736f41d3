/** A data credit as text, with any web address in it as a link (OpenStreetMap asks for one). */
export function AttributionText({ text }: { text: string }) {
  const parts = text.split(/(https:\/\/[^\s,;]+)/);
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} rel="noopener noreferrer" target="_blank">
        {part.replace(/^https:\/\//, '')}
      </a>
    ) : (
      part
    ),
  );
}
