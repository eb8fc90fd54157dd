import { UserProfile } from '@riskatlas/widgets';

export default function UserProfilePage() {
  return (
    <>
      <h1>User Profile</h1>
      <UserProfile title="Your details" />
    </>
  );
}
