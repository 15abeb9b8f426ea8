export { publicProfileQuery, publicProfileKeys, type PublicProfile } from './api';
