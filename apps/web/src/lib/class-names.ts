/** Joins the truthy class names: `classNames('a', isOn && 'b')`. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
