/** Whether the person asked their system for less motion (WCAG 2.3.3): carousels then stay put and antd's animations are off. */
export function prefersLessMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}
