import { Navigate, useLocation } from 'react-router-dom';
import { pathOf } from '../../router/routePaths';

/** Spec §2 names the reports list also 'list-results': that route forwards here, query and all. */
export default function ResultsRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: pathOf('list-reports'), search }} replace />;
}
