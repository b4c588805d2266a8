export type AppAddressCheck = { ok: true; origin: string } | { ok: false; message: string };

/**
 * The app's address as the SDR typed it, checked against the origin the panel was built for: the
 * extension may only reach that one (its host permission), so any other is refused.
 */
export function checkAppAddress(typed: string, builtOrigin: string): AppAddressCheck {
  const value = typed.trim();
  if (!value) return { ok: false, message: `Enter Outreach Desk's address (${builtOrigin}).` };
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(value)
    ? value
    : `${new URL(builtOrigin).protocol}//${value}`;
  let origin: string;
  try {
    origin = new URL(withScheme).origin;
  } catch {
    return { ok: false, message: `"${value}" is not a web address. Enter ${builtOrigin}.` };
  }
  if (origin !== builtOrigin) {
    return {
      ok: false,
      message: `This side panel was built for ${builtOrigin} and can only connect there, not to ${origin}.`,
    };
  }
  return { ok: true, origin };
}
