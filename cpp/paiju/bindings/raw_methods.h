// Plain CPython methods on a pybind11 class, for the few members that Python code calls at
// every decision (State.apply_index, legal_moves, apply, LegalMoves' len and indexing): per
// call, pybind11's dispatcher (a bound method object, argument casters, a type lookup per C++
// argument) costs more than what these members do. A raw method receives its self as the bound
// C++ object (CPython has checked its type) and returns a new Python reference; C++ exceptions
// become Python ones through pybind11's translators, as from any bound function.
//
//   def_raw_noargs<T, fn>(cls, "name", "name($self, /)\n--\n\ndoc")     fn(T&) -> py::object
//   def_raw_one<T, fn, "x">(cls, "name", "name($self, /, x)\n--\n\ndoc")  fn(T&, py::handle) -> py::object
//   def_raw_property<T, fn>(cls, "name", "doc")                          fn(const T&) -> py::object
//
// The names and docs are string literals (CPython keeps the pointers). The argument of a
// one-argument method may be given by position or by its name.
#pragma once

#include <pybind11/pybind11.h>

#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <typeinfo>

#include "paiju/bindings/bindings.h"

namespace paiju::bindings {

// The C++ object bound to `self`, an instance of T's Python class or of a subclass.
template <class T>
T& bound_object(PyObject* self) {
  static const py::detail::type_info* const info = py::detail::get_type_info(typeid(T));
  const auto holder = reinterpret_cast<py::detail::instance*>(self)->get_value_and_holder(info, false);
  if (!holder || holder.value_ptr() == nullptr) throw py::type_error("the object is not initialized");
  return *static_cast<T*>(holder.value_ptr());
}

// py::cast(std::move(value)) for a bound class T, with T's Python type found once rather than
// at every call.
template <class T>
py::object bound_instance(T value) {
  static const py::detail::type_info* const info = py::detail::get_type_info(typeid(T));
  const py::handle out = py::detail::type_caster_generic::cast(
      &value, py::return_value_policy::move, py::handle(), info,
      [](const void* from) -> void* { return new T(*static_cast<const T*>(from)); },
      [](const void* from) -> void* { return new T(std::move(*static_cast<T*>(const_cast<void*>(from)))); });
  if (!out) throw py::error_already_set();
  return py::reinterpret_steal<py::object>(out);
}

// Runs `body` (-> py::object) for CPython: a new reference, or nullptr with the error set.
template <class Body>
PyObject* call_guarded(Body&& body) noexcept {
  try {
    return body().release().ptr();
  } catch (py::error_already_set& error) {
    error.restore();
    return nullptr;
  } catch (...) {
    py::detail::try_translate_exceptions();
    return nullptr;
  }
}

template <class T, auto Fn>
PyObject* raw_noargs(PyObject* self, PyObject*) {
  return call_guarded([&] { return Fn(bound_object<T>(self)); });
}

// A parameter name as a template argument: def_raw_one<T, fn, "move">.
template <std::size_t N>
struct ParameterName {
  char text[N];
  constexpr ParameterName(const char (&name)[N]) { std::copy_n(name, N, text); }  // NOLINT: implicit by design
};

// The one argument of a call, given by position or by keyword `name`; TypeError otherwise.
inline py::handle one_argument(PyObject* const* args, Py_ssize_t positional, PyObject* keywords, const char* name) {
  const Py_ssize_t named = keywords == nullptr ? 0 : PyTuple_GET_SIZE(keywords);
  if (positional + named == 1 &&
      (named == 0 || PyUnicode_CompareWithASCIIString(PyTuple_GET_ITEM(keywords, 0), name) == 0)) {
    return args[0];
  }
  throw py::type_error(std::string("expected one argument, ") + name);
}

template <class T, auto Fn, ParameterName Name>
PyObject* raw_one(PyObject* self, PyObject* const* args, Py_ssize_t positional, PyObject* keywords) {
  return call_guarded([&] { return Fn(bound_object<T>(self), one_argument(args, positional, keywords, Name.text)); });
}

template <class T, auto Fn>
PyObject* raw_getter(PyObject* self, void*) {
  return call_guarded([&] { return Fn(static_cast<const T&>(bound_object<T>(self))); });
}

// An index argument: an int or what has __index__ (numpy integers), not a float (TypeError);
// nullopt for one beyond long long.
inline std::optional<long long> index_argument(const py::handle& arg) {
  const auto number = py::reinterpret_steal<py::object>(PyNumber_Index(arg.ptr()));
  if (!number) throw py::error_already_set();
  int overflow = 0;
  const long long value = PyLong_AsLongLongAndOverflow(number.ptr(), &overflow);
  if (overflow != 0) return std::nullopt;
  return value;
}

// Sets attribute `name` of class `cls` to `descriptor` (a new reference, or nullptr on error).
inline void set_class_attribute(const py::handle& cls, const char* name, PyObject* descriptor) {
  if (descriptor == nullptr) throw py::error_already_set();
  const int failed = PyObject_SetAttrString(cls.ptr(), name, descriptor);
  Py_DECREF(descriptor);
  if (failed) throw py::error_already_set();
}

inline void add_raw_method(const py::handle& cls, const char* name, PyCFunction fn, int flags, const char* doc) {
  auto* def = new PyMethodDef{name, fn, flags, doc};  // kept for the module's lifetime
  set_class_attribute(cls, name, PyDescr_NewMethod(reinterpret_cast<PyTypeObject*>(cls.ptr()), def));
}

template <class T, auto Fn>
void def_raw_noargs(const py::handle& cls, const char* name, const char* doc) {
  add_raw_method(cls, name, &raw_noargs<T, Fn>, METH_NOARGS, doc);
}

template <class T, auto Fn, ParameterName Parameter>
void def_raw_one(const py::handle& cls, const char* name, const char* doc) {
  add_raw_method(cls, name, reinterpret_cast<PyCFunction>(reinterpret_cast<void (*)()>(&raw_one<T, Fn, Parameter>)),
                 METH_FASTCALL | METH_KEYWORDS, doc);
}

template <class T, auto Fn>
void def_raw_property(const py::handle& cls, const char* name, const char* doc) {
  auto* def = new PyGetSetDef{name, &raw_getter<T, Fn>, nullptr, doc, nullptr};  // kept, as above
  set_class_attribute(cls, name, PyDescr_NewGetSet(reinterpret_cast<PyTypeObject*>(cls.ptr()), def));
}

}  // namespace paiju::bindings
