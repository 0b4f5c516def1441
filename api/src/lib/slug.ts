/** 'Nshima & Ifisashi' -> 'nshima-ifisashi': used for image names and blog slugs. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    // "Beginner's" -> "beginners", not "beginner-s".
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
