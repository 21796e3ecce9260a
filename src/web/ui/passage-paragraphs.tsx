/** A reading passage's paragraphs, numbered as its questions count them ("paragraph 3"). */
export function PassageParagraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <ol className="passage-paragraphs">
      {paragraphs.map((p, i) => (
        <li key={i} data-testid="paragraph">
          <span className="paragraph-number" aria-hidden>
            {i + 1}
          </span>
          <p>{p}</p>
        </li>
      ))}
    </ol>
  );
}
