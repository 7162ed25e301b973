import './centre.css';

/**
 * Class names of the frame the member and agent centres share (rules in centre.css, loaded with this
 * module). A remote puts its own prefixed class beside each one for what is only its own, e.g.
 * `${centreClass.menuLink} mem-menu__link`.
 */
export const centreClass = {
  /** The card around a centre page. */
  page: 'suite-centre-page',
  pageTitle: 'suite-centre-page__title',
  /** The quiet line shown while a route resolves ("Loading…", "Page not found"). */
  status: 'suite-centre-status',
  /** The two columns: menu, then content (one column below 720 px). */
  layout: 'suite-centre',
  content: 'suite-centre__content',
  menu: 'suite-centre-menu',
  menuList: 'suite-centre-menu__list',
  menuLink: 'suite-centre-menu__link',
  /** The page links of a remote started on its own (development). */
  standaloneNav: 'suite-standalone-nav',
} as const;
