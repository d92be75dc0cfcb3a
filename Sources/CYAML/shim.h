#ifndef SCREENC_CYAML_SHIM_H
#define SCREENC_CYAML_SHIM_H
#include <yaml.h>
#endif
