// Leaving for a payment provider (docs/product/payments.md §3.2: several providers are entered with
// a POST).
export interface ProviderRedirect {
  url: string;
  httpMethod: 'GET' | 'POST';
  fields: Record<string, string>;
}

export function followRedirect(redirect: ProviderRedirect, doc: Document = document): void {
  if (redirect.httpMethod === 'GET') {
    doc.defaultView?.location.assign(redirect.url);
    return;
  }
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = redirect.url;
  form.hidden = true;
  for (const [name, value] of Object.entries(redirect.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}
