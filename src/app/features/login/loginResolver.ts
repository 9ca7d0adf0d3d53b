import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '../../../contract/auth';

/** The login form's validation, loaded after the page (components/lazyResolver.ts). */
export const loginResolver = zodResolver(loginSchema);
