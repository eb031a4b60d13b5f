#include "ndr/errors.hpp"

namespace ndr {

std::string toString(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::InvalidInput:
        return "invalid-input";
    case ErrorKind::Runtime:
        return "runtime";
    case ErrorKind::Cancelled:
        return "cancelled";
    }
    return "runtime";
}

ErrorKind parseErrorKind(const std::string& text)
{
    for (ErrorKind k : {ErrorKind::InvalidInput, ErrorKind::Runtime, ErrorKind::Cancelled})
        if (toString(k) == text)
            return k;
    throw std::runtime_error("error kind '" + text + "' is not one of invalid-input|runtime|cancelled");
}

} // namespace ndr
