import { useSettings } from '@coffer/core';
import { LoginScreen } from './LoginScreen';
import { RegisterScreen } from './RegisterScreen';

/**
 * `/` by the homepage setting (spec §2.1): the register page for `registerPage`, the
 * login page for `loginPage` (and for `landing` or `customPage` when the app gives no
 * screen of its own for them: `authRoutes({ homepages })`).
 */
export function HomeScreen() {
  const { homepage } = useSettings();
  return homepage.type === 'registerPage' ? <RegisterScreen /> : <LoginScreen />;
}
