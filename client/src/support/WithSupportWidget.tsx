import { Outlet } from 'react-router-dom';
import { SupportWidget } from './SupportWidget';

/** Layout route for the authenticated screens: each gets the floating support widget (SPEC §1). */
export function WithSupportWidget() {
  return (
    <>
      <Outlet />
      <SupportWidget />
    </>
  );
}
