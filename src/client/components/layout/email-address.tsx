import * as React from 'react';

/**
 * An email address that wraps only where a reader expects it to: before the @ and before each
 * dot (hyphens already allow a break), never in the middle of a word as `break-all` would.
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <span className="[overflow-wrap:normal]">
      {parts.map((part, index) => (
        <React.Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </React.Fragment>
      ))}
    </span>
  );
}
