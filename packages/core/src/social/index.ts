export * from './social-login-outcome';
export * from './social-login-popup';
