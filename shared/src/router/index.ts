/**
 * The router every app uses, re-exported from the shared singleton. Only these pieces are bundled
 * (react-router is side-effect free, so webpack drops the rest: data routers, forms, fetchers, SSR),
 * which keeps the host's first load small; and since host and remotes take them from the one
 * @suite/shared instance, a remote's useLocation reads the host's router. Apps import routing from
 * '@suite/shared', never from react-router-dom (lint enforces it).
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
  type LinkProps,
  type Location,
  type NavigateFunction,
  type NavLinkProps,
  type To,
} from 'react-router-dom';
