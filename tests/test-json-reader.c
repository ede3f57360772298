/* test-json-reader.c
 *
 * Copyright 2026 Bektursun's AI Hardware Store
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "cp-file-io.h"
#include "cp-json-reader.h"
#include "cp-text.h"

/* The strict JSON reader every loader goes through: exactly RFC 8259,
 * a depth limit nothing gets around, clean strings, and one-line messages
 * that quote little of the file. */

#define DEPTH 32

static JsonNode *
read_text (const char  *text,
           gssize       length,
           GError     **error)
{
  g_autoptr(GBytes) bytes = g_bytes_new (text, length < 0 ? strlen (text) : (gsize) length);

  return cp_json_read (bytes, "t.json", DEPTH, 1024 * 1024 * 8, error);
}

/* A message fit for one line of a terminal or a dialog: no line break, no
 * control character, nothing that is not UTF-8, and short. */
static void
assert_clean_message (const char *message)
{
  if (!cp_text_is_clean (message, -1))
    g_error ("message is not one clean line: %s", message);
  if (g_utf8_strlen (message, -1) > 250)
    g_error ("message of %ld characters: %.300s", g_utf8_strlen (message, -1), message);
}

/* Reading @text fails with @code and a message that starts with
 * @expected. */
static void
assert_refused (const char *text,
                gssize      length,
                int         code,
                const char *expected)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = read_text (text, length, &error);

  g_assert_null (node);
  g_assert_nonnull (error);
  if (!g_str_has_prefix (error->message, expected))
    g_error ("“%s” does not start with “%s”", error->message, expected);
  g_assert_error (error, CP_FILE_ERROR, code);
  assert_clean_message (error->message);
}

static void
test_not_json (void)
{
  static const struct {
    const char *text;
    const char *message;
  } cases[] = {
    { "{\"a\": 1 /* one */}", "t.json: line 1, column 9: not valid JSON: comments are not allowed" },
    { "{\"a\": 1} // end", "t.json: line 1, column 10: not valid JSON: comments are not allowed" },
    { "/* c */ {}", "t.json: line 1, column 1: not valid JSON: comments are not allowed" },
    { "{'a': 1}", "t.json: line 1, column 2: not valid JSON: a member name must be in double quotes" },
    { "{\"a\": 'x'}", "t.json: line 1, column 7: not valid JSON: text must be in double quotes" },
    { "{a: 1}", "t.json: line 1, column 2: not valid JSON: a member name must be in double quotes" },
    { "{\"a\": 0x10}", "t.json: line 1, column 7: not valid JSON: hexadecimal numbers are not allowed" },
    { "{\"a\": 007}", "t.json: a: not valid JSON: 007 starts with a zero, which JSON does not allow" },
    { "{} {}", "t.json: line 1, column 4: not valid JSON: there is more after the end of the value" },
    { "[1] 2", "t.json: line 1, column 5: not valid JSON: there is more after the end of the value" },
    { "[1, 2,]", "t.json: line 1, column 7: not valid JSON: a list must not end with a comma" },
    { "{\"a\": 1,}", "t.json: line 1, column 9: not valid JSON: an object must not end with a comma" },
    { "[NaN]", "t.json: line 1, column 2: not valid JSON: unexpected “NaN”" },
    { "[Infinity]", "t.json: line 1, column 2: not valid JSON: unexpected “Infinity”" },
    { "[-Infinity]", "t.json: line 1, column 2: not valid JSON: “-” must be followed by a digit" },
    { "[+1]", "t.json: line 1, column 2: not valid JSON: unexpected “+”" },
    { "[.5]", "t.json: line 1, column 2: not valid JSON: unexpected “.”" },
    { "[1.]", "t.json: line 1, column 4: not valid JSON: a “.” in a number must be followed by a digit" },
    { "[1e]", "t.json: line 1, column 4: not valid JSON: an exponent must have digits" },
    { "[\"a\\x41\"]", "t.json: line 1, column 4: not valid JSON: “\\x” is not an escape JSON knows" },
    { "[\"abc", "t.json: line 1, column 2: not valid JSON: this text has no closing “\"”" },
    { "[1, 2", "t.json: line 1, column 6: not valid JSON: the file ends too early" },
    { "[1 2]", "t.json: line 1, column 4: not valid JSON: expected “,” or “]” after an element of a list" },
    { "{\"a\" 1}", "t.json: line 1, column 6: not valid JSON: a member name must be followed by “:”" },
    { "[True]", "t.json: line 1, column 2: not valid JSON: unexpected “True”" },
    { "[nulls]", "t.json: line 1, column 2: not valid JSON: unexpected “nulls”" },
    { "{\"a\": 1, \"a\": 2}", "t.json: a: this member is given twice in one object" },
    { "\n\n  [\n  1,\n  ]", "t.json: line 5, column 3: not valid JSON: a list must not end with a comma" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) node = read_text (cases[i].text, -1, &error);

      g_assert_null (node);
      g_assert_error (error, CP_FILE_ERROR, CP_FILE_ERROR_SYNTAX);
      if (!g_str_has_prefix (error->message, cases[i].message))
        g_error ("%s: “%s” does not start with “%s”", cases[i].text, error->message, cases[i].message);
      assert_clean_message (error->message);
    }
}

static void
test_valid (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  JsonObject *object;
  JsonArray *array;

  node = read_text ("\xEF\xBB\xBF { \"s\": \"caf\\u00e9 \\ud83d\\ude00 \\\"q\\\" \\/\",\r\n"
                    "\t\"n\": [0, -0, 12, -3, 1.5, 2e3, 1E-2, 9223372036854775807, 1e308, 1e-400],\n"
                    "  \"b\": [true, false, null], \"o\": {}, \"l\": [] } \n", -1, &error);
  g_assert_no_error (error);
  g_assert_true (JSON_NODE_HOLDS_OBJECT (node));
  g_assert_true (json_node_is_immutable (node));

  object = json_node_get_object (node);
  g_assert_cmpstr (json_object_get_string_member (object, "s"), ==, "café 😀 \"q\" /");

  array = json_object_get_array_member (object, "n");
  g_assert_cmpuint (json_array_get_length (array), ==, 10);
  g_assert_cmpint (json_node_get_value_type (json_array_get_element (array, 0)), ==, G_TYPE_INT64);
  g_assert_cmpint (json_array_get_int_element (array, 2), ==, 12);
  g_assert_cmpint (json_array_get_int_element (array, 3), ==, -3);
  g_assert_cmpint (json_node_get_value_type (json_array_get_element (array, 4)), ==, G_TYPE_DOUBLE);
  g_assert_cmpfloat (json_array_get_double_element (array, 4), ==, 1.5);
  g_assert_cmpfloat (json_array_get_double_element (array, 5), ==, 2000);
  g_assert_cmpfloat (json_array_get_double_element (array, 6), ==, 0.01);
  g_assert_cmpint (json_array_get_int_element (array, 7), ==, G_MAXINT64);
  g_assert_cmpfloat (json_array_get_double_element (array, 8), ==, 1e308);
  g_assert_cmpfloat (json_array_get_double_element (array, 9), ==, 0);

  array = json_object_get_array_member (object, "b");
  g_assert_true (json_array_get_boolean_element (array, 0));
  g_assert_false (json_array_get_boolean_element (array, 1));
  g_assert_true (json_array_get_null_element (array, 2));
  g_assert_cmpuint (json_object_get_size (json_object_get_object_member (object, "o")), ==, 0);
  g_assert_cmpuint (json_array_get_length (json_object_get_array_member (object, "l")), ==, 0);

  /* A bare value is JSON too. */
  g_clear_pointer (&node, json_node_unref);
  node = read_text (" \"x\" ", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (json_node_get_string (node), ==, "x");
}

/* The built-in catalog (its source, resources/catalog.json) reads into
 * the same tree json-glib makes of it. */
static void
test_same_tree_as_json_glib (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "..", "resources", "catalog.json",
                                                 NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;
  gsize length;
  const char *data;

  bytes = g_file_load_bytes (file, NULL, NULL, &error);
  g_assert_no_error (error);
  data = g_bytes_get_data (bytes, &length);

  node = cp_json_read (bytes, "catalog.json", DEPTH, length, &error);
  g_assert_no_error (error);
  json_parser_load_from_data (parser, data, length, &error);
  g_assert_no_error (error);
  g_assert_true (json_node_equal (node, json_parser_get_root (parser)));
}

static void
test_depth (void)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;

  /* Exactly the limit is fine; one more level is not. */
  for (guint i = 0; i < DEPTH; i++)
    g_string_append_c (text, '[');
  for (guint i = 0; i < DEPTH; i++)
    g_string_append_c (text, ']');
  node = read_text (text->str, text->len, &error);
  g_assert_no_error (error);

  g_string_prepend_c (text, '[');
  g_string_append_c (text, ']');
  assert_refused (text->str, text->len, CP_FILE_ERROR_SYNTAX,
                  "t.json: line 1, column 33: lists and objects nest deeper than 32 levels");
}

/* What got around the old check: 100,000 levels after a quote that a
 * comment or a single-quoted string hid from it. Each is refused, and the
 * reader never goes deeper than the limit. */
static void
test_depth_bypass (void)
{
  static const char *const openings[] = {
    "{\"a\": /* \" */ ",
    "{\"a\": // \"\n ",
    "{\"a\": '\"', \"b\": ",
    "{\"a\": \"x\"} \"",
    "{\"a\": \"\\\"\", \"b\": ",
    "{\"a\": 0x\"",
  };

  for (guint i = 0; i < G_N_ELEMENTS (openings); i++)
    {
      g_autoptr(GString) text = g_string_new (openings[i]);
      g_autoptr(GError) error = NULL;
      g_autoptr(JsonNode) node = NULL;

      for (guint level = 0; level < 100000; level++)
        g_string_append (text, level % 2 ? "{\"k\":" : "[");

      node = read_text (text->str, text->len, &error);
      g_assert_null (node);
      g_assert_error (error, CP_FILE_ERROR, CP_FILE_ERROR_SYNTAX);
      assert_clean_message (error->message);
    }
}

static void
test_strings (void)
{
  g_autoptr(GString) long_name = g_string_new ("{\"");

  assert_refused ("{\"models\": [{\"name\": \"a\"}, {\"name\": \"b\"}, {\"name\": \"x\\u0000y\"}]}", -1,
                  CP_FILE_ERROR_RANGE,
                  "t.json: models[2].name: must not contain control characters such as line breaks");
  assert_refused ("{\"name\": \"a\\ud800\"}", -1, CP_FILE_ERROR_ENCODING,
                  "t.json: name: “\\ud800” is half of a character (a lone surrogate), not text");
  assert_refused ("{\"name\": \"a\\udc00b\"}", -1, CP_FILE_ERROR_ENCODING,
                  "t.json: name: “\\udc00” is half of a character");
  assert_refused ("{\"name\": \"a\\ud800\\u0041\"}", -1, CP_FILE_ERROR_ENCODING,
                  "t.json: name: “\\ud800” is half of a character");
  assert_refused ("{\"name\": [\"\\uD800\"]}", -1, CP_FILE_ERROR_ENCODING,
                  "t.json: name[0]: “\\uD800” is half of a character");
  assert_refused ("{\"a\\ud800\": 1}", -1, CP_FILE_ERROR_ENCODING,
                  "t.json: line 1, column 4: “\\ud800” is half of a character");
  assert_refused ("{\"a\": {\"b\": \"\\u001b[31mred\"}}", -1, CP_FILE_ERROR_RANGE,
                  "t.json: a.b: must not contain control characters such as line breaks");
  assert_refused ("{\"a\": \"line\nbreak\"}", -1, CP_FILE_ERROR_RANGE,
                  "t.json: a: must not contain control characters such as line breaks");
  assert_refused ("{\"a\": \"tab\\tbed\"}", -1, CP_FILE_ERROR_RANGE,
                  "t.json: a: must not contain control characters");
  assert_refused ("{\"a\": \"next\\u0085line\"}", -1, CP_FILE_ERROR_RANGE,
                  "t.json: a: must not contain control characters");
  assert_refused ("{\"a\": \"sep\xE2\x80\xA8" "arator\"}", -1, CP_FILE_ERROR_RANGE,
                  "t.json: a: must not contain control characters");
  assert_refused ("{\"a\": \"evil\\u202Eoverride\"}", -1, CP_FILE_ERROR_RANGE,
                  "t.json: a: must not contain control characters");
  assert_refused ("{\"k\\n\": 1}", -1, CP_FILE_ERROR_RANGE,
                  "t.json: line 1, column 4: must not contain control characters");
  assert_refused ("[\"\\u0000\"]", -1, CP_FILE_ERROR_RANGE,
                  "t.json: [0]: must not contain control characters");
  assert_refused ("\"\\u0007\"", -1, CP_FILE_ERROR_RANGE,
                  "t.json: line 1, column 2: must not contain control characters");
  assert_refused ("{\"a\": \"x\"}\xff", -1, CP_FILE_ERROR_ENCODING,
                  "t.json: line 1, column 11: not UTF-8 text (byte 11 is not valid)");
  assert_refused ("{\"a\": \"x\0\"}", 10, CP_FILE_ERROR_ENCODING,
                  "t.json: not a text file, or not in UTF-8 (it contains zero bytes)");

  /* Characters that show nothing (a zero-width space, a right-to-left
   * mark, a byte order mark), escaped or not, are left out of names and
   * values alike, so that two names that look the same are the same. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(JsonNode) node = read_text ("{\"na\\u200Bme\": \"DGX\\u200B H100\\u200F"
                                          "\xEF\xBB\xBF\xE2\x80\x8B\"}", -1, &error);

    g_assert_no_error (error);
    g_assert_cmpstr (json_object_get_string_member (json_node_get_object (node), "name"), ==,
                     "DGX H100");
  }

  /* A path as long as the file is shown by its end, capped. */
  for (guint i = 0; i < 10000; i++)
    g_string_append_c (long_name, 'n');
  g_string_append (long_name, "\": \"\\u0001\"}");
  assert_refused (long_name->str, long_name->len, CP_FILE_ERROR_RANGE, "t.json: …nnnn");
}

static void
test_numbers (void)
{
  g_autoptr(GString) digits = g_string_new ("{\"a\": [1, ");
  g_autoptr(GString) zeros = g_string_new ("{\"a\": ");
  g_autoptr(GString) big = g_string_new ("[1");
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;

  /* 1e309 and a 400-digit number are too large, and not quoted whole. */
  assert_refused ("{\"a\": 1e309}", -1, CP_FILE_ERROR_RANGE, "t.json: a: the number 1e309 is too large");
  assert_refused ("{\"a\": -1e309}", -1, CP_FILE_ERROR_RANGE, "t.json: a: the number -1e309 is too large");
  for (guint i = 0; i < 400; i++)
    g_string_append_c (digits, '9');
  g_string_append (digits, "]}");
  assert_refused (digits->str, digits->len, CP_FILE_ERROR_RANGE,
                  "t.json: a[1]: the number 99999999999999999999… (400 characters) is too large");
  assert_refused ("[9223372036854775808]", -1, CP_FILE_ERROR_RANGE,
                  "t.json: [0]: the number 9223372036854775808 is too large");

  /* Leading zeros are named as what they are, however many. */
  for (guint i = 0; i < 400; i++)
    g_string_append_c (zeros, '0');
  g_string_append (zeros, "80}");
  assert_refused (zeros->str, zeros->len, CP_FILE_ERROR_SYNTAX,
                  "t.json: a: not valid JSON: 00000000000000000000… (402 characters) starts with a zero, "
                  "which JSON does not allow");

  /* As long as a number fits, its length does not matter. */
  for (guint i = 0; i < 300; i++)
    g_string_append_c (big, '0');
  g_string_append (big, ".5e-290]");
  node = read_text (big->str, big->len, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (json_array_get_double_element (json_node_get_array (node), 0),
                                  1e10, 1);
}

static void
test_limits (void)
{
  g_autoptr(GBytes) bytes = g_bytes_new_static ("[1, 2, 3]", 9);
  g_autoptr(GError) error = NULL;

  g_assert_null (cp_json_read (bytes, "t.json", DEPTH, 8, &error));
  g_assert_error (error, CP_FILE_ERROR, CP_FILE_ERROR_TOO_LARGE);
  g_clear_error (&error);

  assert_refused ("", 0, CP_FILE_ERROR_SYNTAX, "t.json: the file is empty");
  assert_refused (" \r\n\t", -1, CP_FILE_ERROR_SYNTAX, "t.json: the file is empty");
  assert_refused ("\xEF\xBB\xBF", -1, CP_FILE_ERROR_SYNTAX, "t.json: the file is empty");
}

/* A text quoted from the file is capped and escaped. */
static void
test_quoted_text (void)
{
  g_autoptr(GString) text = g_string_new ("[");

  for (guint i = 0; i < 100000; i++)
    g_string_append_c (text, 'x');
  assert_refused (text->str, text->len, CP_FILE_ERROR_SYNTAX,
                  "t.json: line 1, column 2: not valid JSON: unexpected “xxxxxxxx");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cluster-planner/json-reader/valid", test_valid);
  g_test_add_func ("/cluster-planner/json-reader/same-tree-as-json-glib", test_same_tree_as_json_glib);
  g_test_add_func ("/cluster-planner/json-reader/not-json", test_not_json);
  g_test_add_func ("/cluster-planner/json-reader/depth", test_depth);
  g_test_add_func ("/cluster-planner/json-reader/depth-bypass", test_depth_bypass);
  g_test_add_func ("/cluster-planner/json-reader/strings", test_strings);
  g_test_add_func ("/cluster-planner/json-reader/numbers", test_numbers);
  g_test_add_func ("/cluster-planner/json-reader/limits", test_limits);
  g_test_add_func ("/cluster-planner/json-reader/quoted-text", test_quoted_text);

  return g_test_run ();
}
