export { SessionProvider } from './SessionProvider';
export { useSession, type Session, type User } from './context';
