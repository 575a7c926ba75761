import { defineModule } from '../../platform/modules';
import { authenticate } from './authenticate';
import * as extraFields from './extra-fields-migration';
import * as twoFactorSteps from './migration';
import { authRoutes } from './routes';
import { twoFactorRoutes } from './two-factor-routes';
import { verificationRoutes } from './verification-routes';

/**
 * Who is calling (session cookie or access token, on every request), sign-in, registration,
 * password reset, two-factor sign-in and email verification. Every module that reads
 * `request.user` depends on it.
 */
export const authModule = defineModule({
  name: 'coffer-auth',
  migrations: [
    ['0034_auth_two_factor_steps', twoFactorSteps],
    ['0043_users_extra_fields', extraFields],
  ],
  register(app) {
    authenticate(app);
    authRoutes(app);
    twoFactorRoutes(app);
    verificationRoutes(app);
  },
});
