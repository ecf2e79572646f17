// The system's zlib (zlib1g-dev on Debian, in the SDK on Apple platforms): the receivers inflate
// gzip bodies with the reference implementation, not with anything of Intercept's.
#include <zlib.h>
