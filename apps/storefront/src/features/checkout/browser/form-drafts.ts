// What the shopper has typed into a checkout form and not yet sent, kept beside the form for
// the page's life. A step is unmounted whenever the page shows its loading view in between (the
// machine or the URL catching up, a lazy part arriving); its fields were state of the mounted
// form, so a name typed, or autofilled, right as the step appeared could be wiped a moment later
// (issue 31 point 10). The form starts from its draft and drops it once sent: after that the
// checkout's own state (the sent or suggested address) is what it shows.

/** A form's draft, by the cart it is for and the form (`shipping`, `billing`). */
export interface FormDrafts<T> {
  read(cartId: string, form: string): T | null;
  keep(cartId: string, form: string, values: T): void;
  drop(cartId: string, form: string): void;
}

export function formDrafts<T>(): FormDrafts<T> {
  const drafts = new Map<string, T>();
  const id = (cartId: string, form: string) => `${cartId}\u0000${form}`;
  return {
    read: (cartId, form) => drafts.get(id(cartId, form)) ?? null,
    keep: (cartId, form, values) => void drafts.set(id(cartId, form), values),
    drop: (cartId, form) => void drafts.delete(id(cartId, form)),
  };
}
