/**
 * The version and term chosen on the purchase page live in its address
 * (versionId, term), so the way through login or certification comes back to
 * them; an address names them only when the product still offers them.
 */

/** The version the address names, when the product has it and it can be chosen. */
export function chosenVersion<V extends { id: number; isShow: boolean }>(versions: V[], versionId: string | null): V | undefined {
  if (!versionId) return undefined;
  return versions.find((version) => version.isShow && String(version.id) === versionId);
}

/** The term the address names, when it is one of the terms offered. */
export function chosenTerm(offered: number[], term: string | null): number | undefined {
  if (!term) return undefined;
  return offered.find((value) => String(value) === term);
}

/** The address's search with the choice set (productId and anything else kept). */
export function withChoice(search: URLSearchParams, name: 'versionId' | 'term', value: number): URLSearchParams {
  const next = new URLSearchParams(search);
  next.set(name, String(value));
  return next;
}
