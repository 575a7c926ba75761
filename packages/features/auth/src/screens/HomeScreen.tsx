import { useSettings } from '@coffer/core';
import { LoginScreen } from './LoginScreen';
import { RegisterScreen } from './RegisterScreen';

/**
 * `/` by the homepage setting (spec §2.1): the register page for `registerPage`, the
 * login page for `loginPage`. Landing and custom pages come with their own feature;
 * until then they show the login page.
 */
export function HomeScreen() {
  const { homepage } = useSettings();
  return homepage.type === 'registerPage' ? <RegisterScreen /> : <LoginScreen />;
}
