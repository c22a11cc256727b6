import { profileDetails, profileDetailsBody, profileIdParams } from '../profiles';
import { endpointGroup } from './endpoint-schemas';

/** A profile's sections: country, languages, education, certifications. */
export const profileEndpoints = endpointGroup({
  getProfileDetails: {
    tag: 'Profiles',
    summary:
      "A user's country, languages, education and certifications, as they entered them (empty: not given)",
    params: profileIdParams,
    reply: profileDetails,
    errors: [404],
  },
  updateProfileDetails: {
    tag: 'Profiles',
    summary:
      "Edit the profile's country, languages, education and certifications (its owner or an admin); sections left out keep their value",
    signedIn: true,
    params: profileIdParams,
    body: profileDetailsBody,
    reply: profileDetails,
    errors: [403, 404],
  },
});
