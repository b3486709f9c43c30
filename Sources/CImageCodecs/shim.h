#ifndef CIMAGECODECS_SHIM_H
#define CIMAGECODECS_SHIM_H
#include <stddef.h>
#include <turbojpeg.h>
#include <gif_lib.h>
#endif
