import { Fragment } from "react";

const PLACEHOLDER = /(\{\{\s*[A-Za-z]+\s*\}\})/g;

/** A template's text with each `{{Placeholder}}` shown as a chip, for the preview without a prospect. */
export function PreviewText({ text }: { text: string }) {
  const parts = text.split(PLACEHOLDER);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <mark
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in a fixed order
            key={index}
            className="rounded bg-brand-50 px-1 font-medium text-brand-700 ring-1 ring-brand-100 ring-inset"
          >
            {part}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in a fixed order
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
